#pragma once
// libespeak-ng: synthesis in synchronous mode (samples come back through a callback).
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
// pcaudiolib: the audio device (ALSA or PulseAudio); libespeak-ng already links it.
#include <pcaudiolib/audio.h>
