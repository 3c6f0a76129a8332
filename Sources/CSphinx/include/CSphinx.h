// pocketsphinx (Debian's libpocketsphinx3, BSD) behind a handful of calls,
// opened with dlopen on first use, so duo-say builds and runs without it and
// only hearing by ear needs it.
#ifndef CSPHINX_H
#define CSPHINX_H

#include <stddef.h>
#include <stdint.h>

typedef struct sphinx_decoder sphinx_decoder;

/// Opens libpocketsphinx and libsphinxbase once. Returns NULL when they are
/// there, else what is missing (a static string).
const char *sphinx_load(void);

/// A decoder over the acoustic model `model` and the dictionary `dictionary`,
/// at 16 kHz, logging nowhere. NULL on failure, with the reason in `error`.
sphinx_decoder *sphinx_open(const char *model, const char *dictionary, char *error, size_t error_size);

/// Copies `word`'s pronunciation in the decoder's dictionary (space-separated
/// CMU phones) into `phones`; 0 when it is there, -1 when it is not.
int sphinx_phones(sphinx_decoder *decoder, const char *word, char *phones, size_t phones_size);

/// Adds `word` with its pronunciation (space-separated CMU phones). 0 on success.
int sphinx_add_word(sphinx_decoder *decoder, const char *word, const char *phones);

/// Adds a JSGF grammar as the search called `name`, and listens with it. 0 on success.
int sphinx_set_grammar(sphinx_decoder *decoder, const char *name, const char *jsgf);

/// Listens with the search called `name`, added before. 0 on success.
int sphinx_use(sphinx_decoder *decoder, const char *name);

/// Decodes one utterance of 16 kHz mono samples and copies the words heard
/// (possibly none) into `heard`. 0 on success, -1 when the decoder failed.
int sphinx_decode(sphinx_decoder *decoder, const int16_t *samples, size_t count, char *heard, size_t heard_size);

void sphinx_close(sphinx_decoder *decoder);

#endif
