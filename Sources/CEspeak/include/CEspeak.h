// libespeak-ng (synthesis in synchronous mode: samples come back through a
// callback), linked in from Debian's libespeak-ng.a, and pcaudiolib (the audio
// device), as their headers declare them. Loader.c defines pcaudiolib's
// functions: the library is opened with dlopen on the first call, so only a
// reply that is played loads it (and the PulseAudio and ALSA libraries it
// pulls in); a reply written to a file or muted opens no library at all.
#pragma once
#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#include <pcaudiolib/audio.h>

/// Opens pcaudiolib if it has not been tried yet; why it could not be opened
/// (the dlopen error), or NULL when it was.
const char *duo_audio_load_error(void);
