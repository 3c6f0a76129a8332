// libespeak-ng (synthesis in synchronous mode: samples come back through a
// callback) and pcaudiolib (the audio device), as their headers declare them.
// Loader.c defines these functions: the libraries are opened with dlopen on
// the first call, so a command that never speaks never loads them (nor the
// PulseAudio and ALSA libraries pcaudiolib pulls in), and a one-shot reply
// loads them on the thread that starts the engine, beside the app's launch.
#pragma once
#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#include <pcaudiolib/audio.h>

/// Why libespeak-ng could not be opened (the dlopen error), or NULL when it was
/// or has not been tried.
const char *duo_espeak_load_error(void);
