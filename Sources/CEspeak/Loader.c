// Each function of libespeak-ng and pcaudiolib that duo-say calls, forwarded
// to the library opened with dlopen on first use (see CEspeak.h). When the
// library cannot be opened, every call fails as the library's own would.
#include "CEspeak.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

static void *library;
static const char *load_error;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_library(void) {
  // libespeak-ng links pcaudiolib, so one handle finds both libraries' symbols. Lazy binding:
  // the 30 libraries behind pcaudiolib resolve only the functions a run calls (0.5 ms less).
  // DUO_SAY_ESPEAK_LIBRARY names another build of it (a path, or a soname).
  const char *name = getenv("DUO_SAY_ESPEAK_LIBRARY");
  library = dlopen(name && *name ? name : "libespeak-ng.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!library) load_error = dlerror();
}

static void *find(const char *name) {
  pthread_once(&once, open_library);
  return library ? dlsym(library, name) : NULL;
}

const char *duo_espeak_load_error(void) { return load_error; }

// FORWARD(result type, name, value when missing, parameter list, argument list)
#define FORWARD(type, name, missing, parameters, arguments) \
  type name parameters {                                    \
    static type(*function) parameters;                      \
    if (!function) *(void **)&function = find(#name);       \
    if (!function) return missing;                          \
    return function arguments;                              \
  }

FORWARD(int, espeak_Initialize, EE_INTERNAL_ERROR,
        (espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options),
        (output, buflength, path, options))
FORWARD(const char *, espeak_Info, NULL, (const char **path_data), (path_data))
FORWARD(const espeak_VOICE **, espeak_ListVoices, NULL, (espeak_VOICE * voice_spec), (voice_spec))
FORWARD(espeak_ng_STATUS, espeak_ng_SetParameter, ENS_NOT_INITIALIZED,
        (espeak_PARAMETER parameter, int value, int relative), (parameter, value, relative))
FORWARD(espeak_ng_STATUS, espeak_ng_SetVoiceByName, ENS_NOT_INITIALIZED, (const char *name), (name))
FORWARD(espeak_ng_STATUS, espeak_ng_SetVoiceByFile, ENS_NOT_INITIALIZED, (const char *filename), (filename))
FORWARD(espeak_ng_STATUS, espeak_ng_SetVoiceByProperties, ENS_NOT_INITIALIZED, (espeak_VOICE * voice_selector),
        (voice_selector))
FORWARD(espeak_ng_STATUS, espeak_ng_Synthesize, ENS_NOT_INITIALIZED,
        (const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
         unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data),
        (text, size, position, position_type, end_position, flags, unique_identifier, user_data))

void espeak_SetSynthCallback(t_espeak_callback *callback) {
  static void (*function)(t_espeak_callback *);
  if (!function) *(void **)&function = find("espeak_SetSynthCallback");
  if (function) function(callback);
}

void espeak_ng_GetStatusCodeMessage(espeak_ng_STATUS status, char *buffer, size_t length) {
  static void (*function)(espeak_ng_STATUS, char *, size_t);
  if (!function) *(void **)&function = find("espeak_ng_GetStatusCodeMessage");
  if (function) {
    function(status, buffer, length);
  } else if (length > 0) {
    buffer[0] = '\0';
  }
}

FORWARD(struct audio_object *, create_audio_device_object, NULL,
        (const char *device, const char *application_name, const char *description),
        (device, application_name, description))
FORWARD(int, audio_object_open, -1,
        (struct audio_object * object, enum audio_object_format format, uint32_t rate, uint8_t channels),
        (object, format, rate, channels))
FORWARD(int, audio_object_drain, -1, (struct audio_object * object), (object))
FORWARD(int, audio_object_write, -1, (struct audio_object * object, const void *data, size_t bytes),
        (object, data, bytes))
FORWARD(const char *, audio_object_strerror, "pcaudiolib is not loaded", (struct audio_object * object, int error),
        (object, error))

void audio_object_close(struct audio_object *object) {
  static void (*function)(struct audio_object *);
  if (!function) *(void **)&function = find("audio_object_close");
  if (function) function(object);
}

void audio_object_destroy(struct audio_object *object) {
  static void (*function)(struct audio_object *);
  if (!function) *(void **)&function = find("audio_object_destroy");
  if (function) function(object);
}
