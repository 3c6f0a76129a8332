#include "CSphinx.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few entry points used, declared here so the build needs no headers:
// the decoder and its configuration are opaque pointers.
typedef void cmd_ln_t;
typedef void arg_t;
typedef void ps_decoder_t;

static struct {
  const arg_t *(*ps_args)(void);
  cmd_ln_t *(*cmd_ln_parse_r)(cmd_ln_t *, const arg_t *, int32_t, char **, int32_t);
  int (*cmd_ln_free_r)(cmd_ln_t *);
  ps_decoder_t *(*ps_init)(cmd_ln_t *);
  int (*ps_free)(ps_decoder_t *);
  char *(*ps_lookup_word)(ps_decoder_t *, const char *);
  int (*ps_add_word)(ps_decoder_t *, const char *, const char *, int);
  int (*ps_set_jsgf_string)(ps_decoder_t *, const char *, const char *);
  int (*ps_set_search)(ps_decoder_t *, const char *);
  int (*ps_start_utt)(ps_decoder_t *);
  int (*ps_process_raw)(ps_decoder_t *, const int16_t *, size_t, int, int);
  int (*ps_end_utt)(ps_decoder_t *);
  const char *(*ps_get_hyp)(ps_decoder_t *, int32_t *);
  void *(*err_set_logfp)(FILE *);
} lib;

struct sphinx_decoder {
  ps_decoder_t *ps;
  cmd_ln_t *config;
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
// Starting a decoder touches sphinxbase's globals (its log among them): one at a time.
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;
static const char *load_error = "not loaded";

#define FIND(handle, name)                                   \
  do {                                                       \
    *(void **)(&lib.name) = dlsym(handle, #name);            \
    if (!lib.name) {                                         \
      load_error = "libpocketsphinx lacks " #name;           \
      return;                                                \
    }                                                        \
  } while (0)

static void load(void) {
  void *base = dlopen("libsphinxbase.so.3", RTLD_NOW | RTLD_GLOBAL);
  if (!base) {
    load_error = "libsphinxbase.so.3 (Debian: libsphinxbase3)";
    return;
  }
  void *ps = dlopen("libpocketsphinx.so.3", RTLD_NOW | RTLD_GLOBAL);
  if (!ps) {
    load_error = "libpocketsphinx.so.3 (Debian: libpocketsphinx3)";
    return;
  }
  FIND(base, cmd_ln_parse_r);
  FIND(base, cmd_ln_free_r);
  FIND(base, err_set_logfp);
  FIND(ps, ps_args);
  FIND(ps, ps_init);
  FIND(ps, ps_free);
  FIND(ps, ps_lookup_word);
  FIND(ps, ps_add_word);
  FIND(ps, ps_set_jsgf_string);
  FIND(ps, ps_set_search);
  FIND(ps, ps_start_utt);
  FIND(ps, ps_process_raw);
  FIND(ps, ps_end_utt);
  FIND(ps, ps_get_hyp);
  // The library logs every step to standard error unless told not to.
  lib.err_set_logfp(NULL);
  load_error = NULL;
}

const char *sphinx_load(void) {
  pthread_once(&once, load);
  return load_error;
}

sphinx_decoder *sphinx_open(const char *model, const char *dictionary, char *error, size_t error_size) {
  if (sphinx_load()) {
    snprintf(error, error_size, "missing %s", load_error);
    return NULL;
  }
  // cmd_ln_init is variadic; the argv form takes the same options. Each utterance is
  // normalized over itself (batch CMN), so what one hears never depends on the ones before.
  char *argv[] = {"-hmm", (char *)model, "-dict", (char *)dictionary, "-samprate", "16000",
                  "-bestpath", "no", "-beam", "1e-60", "-wbeam", "1e-40", "-cmn", "batch"};
  // No -logfn: with one, every decoder started closes the process-wide log file the
  // last one opened, and two starting at once closed one file twice (a deadlock in stdio).
  // The log is off for all of them (sphinx_load).
  pthread_mutex_lock(&opening);
  cmd_ln_t *config = lib.cmd_ln_parse_r(NULL, lib.ps_args(), (int32_t)(sizeof argv / sizeof argv[0]), argv, 1);
  ps_decoder_t *ps = config ? lib.ps_init(config) : NULL;
  pthread_mutex_unlock(&opening);
  if (!config) {
    snprintf(error, error_size, "pocketsphinx refused its configuration (model %s)", model);
    return NULL;
  }
  if (!ps) {
    lib.cmd_ln_free_r(config);
    snprintf(error, error_size, "pocketsphinx could not load the model %s or the dictionary %s", model, dictionary);
    return NULL;
  }
  sphinx_decoder *decoder = malloc(sizeof *decoder);
  if (!decoder) {
    lib.ps_free(ps);
    lib.cmd_ln_free_r(config);
    snprintf(error, error_size, "out of memory");
    return NULL;
  }
  decoder->ps = ps;
  decoder->config = config;
  return decoder;
}

int sphinx_phones(sphinx_decoder *decoder, const char *word, char *phones, size_t phones_size) {
  char *found = lib.ps_lookup_word(decoder->ps, word);
  if (!found) return -1;
  if (phones_size > 0) snprintf(phones, phones_size, "%s", found);
  free(found);
  return 0;
}

int sphinx_add_word(sphinx_decoder *decoder, const char *word, const char *phones) {
  return lib.ps_add_word(decoder->ps, word, phones, 0) < 0 ? -1 : 0;
}

int sphinx_set_grammar(sphinx_decoder *decoder, const char *name, const char *jsgf) {
  if (lib.ps_set_jsgf_string(decoder->ps, name, jsgf) < 0) return -1;
  return sphinx_use(decoder, name);
}

int sphinx_use(sphinx_decoder *decoder, const char *name) {
  return lib.ps_set_search(decoder->ps, name) < 0 ? -1 : 0;
}

int sphinx_decode(sphinx_decoder *decoder, const int16_t *samples, size_t count, char *heard, size_t heard_size) {
  if (heard_size > 0) heard[0] = 0;
  if (lib.ps_start_utt(decoder->ps) < 0) return -1;
  if (lib.ps_process_raw(decoder->ps, samples, count, 0, 1) < 0) {
    lib.ps_end_utt(decoder->ps);
    return -1;
  }
  if (lib.ps_end_utt(decoder->ps) < 0) return -1;
  int32_t score = 0;
  const char *hypothesis = lib.ps_get_hyp(decoder->ps, &score);
  if (hypothesis && heard_size > 0) snprintf(heard, heard_size, "%s", hypothesis);
  return 0;
}

void sphinx_close(sphinx_decoder *decoder) {
  if (!decoder) return;
  pthread_mutex_lock(&opening);
  lib.ps_free(decoder->ps);
  lib.cmd_ln_free_r(decoder->config);
  pthread_mutex_unlock(&opening);
  free(decoder);
}
