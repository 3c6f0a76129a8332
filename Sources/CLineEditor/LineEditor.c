#include "CLineEditor.h"
#include "Library.h"

#include <dlfcn.h>
#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

struct libedit lib;

static const char *last_error;
static const char *current_prompt;
static duo_should_stop current_should_stop;
static int current_wake = -1;
// How many characters the line held when a wait was stopped.
static int typed_when_stopped;

struct duo_line_editor {
  EditLine *editline;
  History *history;
  char *prompt;
  char *history_file;
  char *line;
  size_t capacity;
  int stopped;
};

const char *duo_line_editor_error(void) { return last_error; }

static int load(void) {
  static int loaded = 0;
  if (loaded) return loaded > 0;
  void *handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    last_error = "libedit.so.2 is not installed (Debian: libedit2)";
    loaded = -1;
    return 0;
  }
#define FIND(name)                                              \
  if (!(*(void **)&lib.name = dlsym(handle, #name))) {          \
    last_error = "libedit.so.2 lacks " #name;                   \
    loaded = -1;                                                \
    return 0;                                                   \
  }
  FIND(el_init) FIND(el_end) FIND(el_set) FIND(el_gets) FIND(el_reset) FIND(el_resize) FIND(el_wline) FIND(el_source)
  FIND(history_init) FIND(history_end) FIND(history)
#undef FIND
  loaded = 1;
  return 1;
}

static char *prompt_function(EditLine *editline) {
  (void)editline;
  return (char *)current_prompt;
}

// One character for libedit: waits on standard input and on the stop pipe
// together, with no timeout, and asks whether to stop when either wakes it,
// so Ctrl-C at the prompt is seen at once (a blocked read would swallow it).
// The terminal's job-control signals end the wait with EINTR. UTF-8 is
// decoded here.
static int read_character(EditLine *editline, wchar_t *character) {
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (;;) {
    act_on_job_signals(editline);
    if (current_should_stop && current_should_stop()) {
      const LineInfoW *line = lib.el_wline(editline);
      typed_when_stopped = line ? (int)(line->lastchar - line->buffer) : 0;
      errno = EINTR;
      return -1;
    }
    // Standard input, the stop pipe and the job-control pipe; without either pipe, 100 ms waits.
    int jobs = job_signal_descriptor();
    struct pollfd waits[3] = {
        {.fd = STDIN_FILENO, .events = POLLIN}, {.fd = current_wake, .events = POLLIN}, {.fd = jobs, .events = POLLIN}};
    int woken = current_wake >= 0 && jobs >= 0;
    int ready = poll(waits, 3, woken ? -1 : 100);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return -1;
    if (ready == 0) continue;
    for (int pipe_end = 1; pipe_end < 3; pipe_end++) {
      char drained[64];
      if (waits[pipe_end].fd >= 0 && waits[pipe_end].revents) {
        while (read(waits[pipe_end].fd, drained, sizeof drained) > 0) {
        }
      }
    }
    if (!waits[0].revents) continue;
    char byte;
    ssize_t count = read(STDIN_FILENO, &byte, 1);
    if (count < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (count <= 0) return count == 0 ? 0 : -1;
    size_t decoded = mbrtowc(character, &byte, 1, &state);
    if (decoded == (size_t)-2) continue;  // more bytes of this character
    if (decoded == (size_t)-1) {          // not UTF-8: the replacement character
      memset(&state, 0, sizeof state);
      *character = 0xFFFD;
    }
    return 1;
  }
}

duo_line_editor *duo_line_editor_open(const char *program, const char *prompt, int history_size,
                                      const char *history_file, duo_should_stop should_stop,
                                      int wake_descriptor) {
  last_error = NULL;
  if (!load()) return NULL;
  // libedit reads and writes multibyte text in the locale's encoding; make it UTF-8.
  if (!setlocale(LC_CTYPE, "") || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) setlocale(LC_CTYPE, "C.UTF-8");
  duo_line_editor *editor = calloc(1, sizeof *editor);
  if (!editor || !(editor->prompt = strdup(prompt))) {
    free(editor);
    last_error = "out of memory";
    return NULL;
  }
  editor->editline = lib.el_init(program, stdin, stdout, stderr);
  editor->history = lib.history_init();
  if (!editor->editline || !editor->history) {
    if (editor->editline) lib.el_end(editor->editline);
    if (editor->history) lib.history_end(editor->history);
    free(editor->prompt);
    free(editor);
    last_error = "libedit could not set up the terminal";
    return NULL;
  }
  HistEvent event;
  lib.history(editor->history, &event, H_SETSIZE, history_size);
  lib.history(editor->history, &event, H_SETUNIQUE, 1);
  // What was said in earlier conversations; a missing or unreadable file is an empty history.
  if (history_file) {
    editor->history_file = strdup(history_file);
    lib.history(editor->history, &event, H_LOAD, history_file);
  }
  lib.el_set(editor->editline, EL_EDITOR, "emacs");
  lib.el_set(editor->editline, EL_HIST, lib.history, editor->history);
  lib.el_set(editor->editline, EL_PROMPT, prompt_function);
  lib.el_set(editor->editline, EL_GETCFN, read_character);
  // Ctrl-R searches back through what was said, as in readline; then the person's ~/.editrc.
  lib.el_set(editor->editline, EL_BIND, "^R", "em-inc-search-prev", (const char *)NULL);
  lib.el_source(editor->editline, NULL);
  current_should_stop = should_stop;
  current_wake = wake_descriptor;
  return editor;
}

int duo_line_editor_read(duo_line_editor *editor, const char **line, int *length) {
  current_prompt = editor->prompt;
  typed_when_stopped = 0;
  int count = 0;
  struct sigaction previous[job_signal_count];
  watch_job_signals(previous);
  const char *text = lib.el_gets(editor->editline, &count);
  restore_job_signals(previous);
  if (!text || count <= 0) {
    *line = NULL;
    *length = 0;
    if (count >= 0) return DUO_LINE_END;
    // A stop leaves a half-typed line behind: say how long it was, and start the next prompt empty.
    *length = typed_when_stopped;
    lib.el_reset(editor->editline);
    return DUO_LINE_STOPPED;
  }
  size_t size = (size_t)count;
  while (size > 0 && (text[size - 1] == '\n' || text[size - 1] == '\r')) size--;
  if (size + 1 > editor->capacity) {
    char *grown = realloc(editor->line, size + 1);
    if (!grown) return DUO_LINE_END;
    editor->line = grown;
    editor->capacity = size + 1;
  }
  memcpy(editor->line, text, size);
  editor->line[size] = '\0';
  *line = editor->line;
  *length = (int)size;
  return DUO_LINE_READ;
}

void duo_line_editor_remember(duo_line_editor *editor, const char *line) {
  HistEvent event;
  lib.history(editor->history, &event, H_ENTER, line);
  // Saved at once (at most history_size lines), so a killed run keeps what was said.
  if (editor->history_file) lib.history(editor->history, &event, H_SAVE, editor->history_file);
}

void duo_line_editor_close(duo_line_editor *editor) {
  if (!editor) return;
  lib.el_end(editor->editline);
  lib.history_end(editor->history);
  free(editor->prompt);
  free(editor->history_file);
  free(editor->line);
  free(editor);
}
