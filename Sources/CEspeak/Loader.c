// libespeak-ng is linked into the executable (Debian's libespeak-ng.a), so a
// reply written to a file or muted opens no library for speech. pcaudiolib,
// which libespeak-ng and the audio device sink call, is opened with dlopen
// when an audio object is first used instead (with the 30 PulseAudio and ALSA
// libraries behind it): only a reply that is played loads it. It is opened once, under
// pthread_once, so calls from several threads never race; when it cannot be
// opened, its calls fail as the library's own would and the reason is kept.
#include "CEspeak.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static struct {
  struct audio_object *(*create_audio_device_object)(const char *, const char *, const char *);
  int (*audio_object_open)(struct audio_object *, enum audio_object_format, uint32_t, uint8_t);
  void (*audio_object_close)(struct audio_object *);
  void (*audio_object_destroy)(struct audio_object *);
  int (*audio_object_drain)(struct audio_object *);
  int (*audio_object_flush)(struct audio_object *);
  int (*audio_object_write)(struct audio_object *, const void *, size_t);
  const char *(*audio_object_strerror)(struct audio_object *, int);
} audio;

static const char *audio_error;
static pthread_once_t audio_once = PTHREAD_ONCE_INIT;

static void open_audio(void) {
  // DUO_SAY_AUDIO_LIBRARY names another build of it (a path, or a soname). Lazy
  // binding: the libraries behind pcaudiolib resolve only the functions a run calls.
  const char *name = getenv("DUO_SAY_AUDIO_LIBRARY");
  void *library = dlopen(name && *name ? name : "libpcaudio.so.0", RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    // dlerror's text lives until the next dl call: keep a copy.
    const char *reason = dlerror();
    audio_error = strdup(reason ? reason : "dlopen failed");
    return;
  }
#define FIND(symbol) *(void **)&audio.symbol = dlsym(library, #symbol);
  FIND(create_audio_device_object) FIND(audio_object_open)
  FIND(audio_object_close) FIND(audio_object_destroy)
  FIND(audio_object_drain) FIND(audio_object_flush)
  FIND(audio_object_write) FIND(audio_object_strerror)
#undef FIND
}

const char *duo_audio_load_error(void) {
  pthread_once(&audio_once, open_audio);
  return audio_error;
}

// An audio object as callers hold it: the real one is made on first use.
// libespeak-ng 1.51 makes one at espeak_Initialize even in synchronous mode,
// where it never plays; deferring it keeps that run from loading pcaudiolib.
typedef struct {
  struct audio_object *real;
  int failed;
  char *device, *application_name, *description;
} deferred_audio;

struct audio_object *create_audio_device_object(const char *device, const char *application_name,
                                                const char *description) {
  deferred_audio *deferred = calloc(1, sizeof *deferred);
  if (!deferred) return NULL;
  deferred->device = device ? strdup(device) : NULL;
  deferred->application_name = application_name ? strdup(application_name) : NULL;
  deferred->description = description ? strdup(description) : NULL;
  return (struct audio_object *)deferred;
}

// The real object behind `object`, made (and pcaudiolib opened) the first time; NULL when it cannot be.
static struct audio_object *real_object(struct audio_object *object) {
  deferred_audio *deferred = (deferred_audio *)object;
  if (!deferred->real && !deferred->failed) {
    pthread_once(&audio_once, open_audio);
    if (audio.create_audio_device_object)
      deferred->real = audio.create_audio_device_object(deferred->device, deferred->application_name,
                                                        deferred->description);
    deferred->failed = deferred->real == NULL;
  }
  return deferred->real;
}

void audio_object_destroy(struct audio_object *object) {
  deferred_audio *deferred = (deferred_audio *)object;
  if (!deferred) return;
  if (deferred->real && audio.audio_object_destroy) audio.audio_object_destroy(deferred->real);
  free(deferred->device);
  free(deferred->application_name);
  free(deferred->description);
  free(deferred);
}

int audio_object_open(struct audio_object *object, enum audio_object_format format, uint32_t rate,
                      uint8_t channels) {
  struct audio_object *real = real_object(object);
  return real && audio.audio_object_open ? audio.audio_object_open(real, format, rate, channels) : -1;
}

const char *audio_object_strerror(struct audio_object *object, int error) {
  struct audio_object *real = real_object(object);
  if (!real) return "pcaudiolib found no ALSA or PulseAudio output";
  return audio.audio_object_strerror ? audio.audio_object_strerror(real, error) : "pcaudiolib lacks strerror";
}

// The calls that make sense only on an object already made: nothing to do before.
#define FORWARD(name, parameters, arguments, otherwise)                       \
  int name parameters {                                                      \
    struct audio_object *real = ((deferred_audio *)object)->real;            \
    return real && audio.name ? audio.name arguments : otherwise;            \
  }
FORWARD(audio_object_drain, (struct audio_object * object), (real), 0)
FORWARD(audio_object_flush, (struct audio_object * object), (real), 0)
FORWARD(audio_object_write, (struct audio_object * object, const void *data, size_t bytes), (real, data, bytes), -1)
#undef FORWARD

void audio_object_close(struct audio_object *object) {
  struct audio_object *real = ((deferred_audio *)object)->real;
  if (real && audio.audio_object_close) audio.audio_object_close(real);
}
