// Each function of libespeak-ng and pcaudiolib that duo-say calls, forwarded
// to the library opened with dlopen on first use (see CEspeak.h). Every
// symbol is looked up once, under pthread_once, so calls from several threads
// never race. When the library cannot be opened, every call fails as the
// library's own would.
#include "CEspeak.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

static struct {
  int (*espeak_Initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
  const char *(*espeak_Info)(const char **);
  const espeak_VOICE **(*espeak_ListVoices)(espeak_VOICE *);
  void (*espeak_SetSynthCallback)(t_espeak_callback *);
  espeak_ng_STATUS (*espeak_ng_SetParameter)(espeak_PARAMETER, int, int);
  espeak_ng_STATUS (*espeak_ng_SetVoiceByName)(const char *);
  espeak_ng_STATUS (*espeak_ng_SetVoiceByFile)(const char *);
  espeak_ng_STATUS (*espeak_ng_SetVoiceByProperties)(espeak_VOICE *);
  espeak_ng_STATUS (*espeak_ng_Synthesize)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int,
                                           unsigned int, unsigned int *, void *);
  void (*espeak_ng_GetStatusCodeMessage)(espeak_ng_STATUS, char *, size_t);
  struct audio_object *(*create_audio_device_object)(const char *, const char *, const char *);
  int (*audio_object_open)(struct audio_object *, enum audio_object_format, uint32_t, uint8_t);
  void (*audio_object_close)(struct audio_object *);
  void (*audio_object_destroy)(struct audio_object *);
  int (*audio_object_drain)(struct audio_object *);
  int (*audio_object_write)(struct audio_object *, const void *, size_t);
  const char *(*audio_object_strerror)(struct audio_object *, int);
} lib;

static const char *load_error;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_library(void) {
  // libespeak-ng links pcaudiolib, so one handle finds both libraries' symbols. Lazy binding:
  // the 30 libraries behind pcaudiolib resolve only the functions a run calls (0.5 ms less).
  // DUO_SAY_ESPEAK_LIBRARY names another build of it (a path, or a soname).
  const char *name = getenv("DUO_SAY_ESPEAK_LIBRARY");
  void *library = dlopen(name && *name ? name : "libespeak-ng.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (!library) {
    // dlerror's text lives until the next dl call: keep a copy.
    const char *reason = dlerror();
    load_error = strdup(reason ? reason : "dlopen failed");
    return;
  }
#define FIND(symbol) *(void **)&lib.symbol = dlsym(library, #symbol);
  FIND(espeak_Initialize) FIND(espeak_Info) FIND(espeak_ListVoices) FIND(espeak_SetSynthCallback)
  FIND(espeak_ng_SetParameter) FIND(espeak_ng_SetVoiceByName) FIND(espeak_ng_SetVoiceByFile)
  FIND(espeak_ng_SetVoiceByProperties) FIND(espeak_ng_Synthesize) FIND(espeak_ng_GetStatusCodeMessage)
  FIND(create_audio_device_object) FIND(audio_object_open) FIND(audio_object_close) FIND(audio_object_destroy)
  FIND(audio_object_drain) FIND(audio_object_write) FIND(audio_object_strerror)
#undef FIND
}

const char *duo_espeak_load_error(void) { return load_error; }

// FORWARD(result type, name, value when missing, parameter list, argument list)
#define FORWARD(type, name, missing, parameters, arguments) \
  type name parameters {                                    \
    pthread_once(&once, open_library);                      \
    return lib.name ? lib.name arguments : missing;         \
  }
#define FORWARD_VOID(name, parameters, arguments) \
  void name parameters {                          \
    pthread_once(&once, open_library);            \
    if (lib.name) lib.name arguments;             \
  }

FORWARD(int, espeak_Initialize, EE_INTERNAL_ERROR,
        (espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options),
        (output, buflength, path, options))
FORWARD(const char *, espeak_Info, NULL, (const char **path_data), (path_data))
FORWARD(const espeak_VOICE **, espeak_ListVoices, NULL, (espeak_VOICE * voice_spec), (voice_spec))
FORWARD_VOID(espeak_SetSynthCallback, (t_espeak_callback * callback), (callback))
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

void espeak_ng_GetStatusCodeMessage(espeak_ng_STATUS status, char *buffer, size_t length) {
  pthread_once(&once, open_library);
  if (lib.espeak_ng_GetStatusCodeMessage) {
    lib.espeak_ng_GetStatusCodeMessage(status, buffer, length);
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
FORWARD_VOID(audio_object_close, (struct audio_object * object), (object))
FORWARD_VOID(audio_object_destroy, (struct audio_object * object), (object))
FORWARD(int, audio_object_drain, -1, (struct audio_object * object), (object))
FORWARD(int, audio_object_write, -1, (struct audio_object * object, const void *data, size_t bytes),
        (object, data, bytes))
FORWARD(const char *, audio_object_strerror, "pcaudiolib is not loaded", (struct audio_object * object, int error),
        (object, error))
