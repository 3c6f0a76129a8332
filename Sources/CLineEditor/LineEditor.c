#include "CLineEditor.h"

#include <dlfcn.h>
#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// libedit's entry points, found with dlsym.
static struct {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  void (*el_end)(EditLine *);
  int (*el_set)(EditLine *, int, ...);
  const char *(*el_gets)(EditLine *, int *);
  void (*el_reset)(EditLine *);
  void (*el_resize)(EditLine *);
  const LineInfoW *(*el_wline)(EditLine *);
  int (*el_source)(EditLine *, const char *);
  History *(*history_init)(void);
  void (*history_end)(History *);
  int (*history)(History *, HistEvent *, int, ...);
} lib;

static const char *last_error;
static const char *current_prompt;
static duo_should_stop current_should_stop;
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

// Ctrl-Z, a resize and a resume while a line is read: the handlers only mark
// them; the reader acts between its waits, outside the handler.
static volatile sig_atomic_t suspend_pending, resize_pending, resume_pending;

static void mark_signal(int signo) {
  if (signo == SIGTSTP) suspend_pending = 1;
  if (signo == SIGWINCH) resize_pending = 1;
  if (signo == SIGCONT) resume_pending = 1;
}

static const int job_signals[] = {SIGTSTP, SIGWINCH, SIGCONT};
enum { job_signal_count = sizeof job_signals / sizeof job_signals[0] };

static void watch_job_signals(struct sigaction *previous) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = mark_signal;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < job_signal_count; i++) sigaction(job_signals[i], &action, &previous[i]);
}

static void restore_job_signals(const struct sigaction *previous) {
  for (int i = 0; i < job_signal_count; i++) sigaction(job_signals[i], &previous[i], NULL);
}

// Ctrl-Z as a shell expects it: the terminal back as it was, the process
// stopped (unless its process group is orphaned, when the stop is ignored, as
// the default action would be); then the editor's mode again and the prompt
// with the half-typed line redrawn.
static void suspend(EditLine *editline) {
  fputs("^Z", stdout);
  fflush(stdout);
  lib.el_set(editline, EL_PREP_TERM, 0);
  struct sigaction standard, mine;
  memset(&standard, 0, sizeof standard);
  standard.sa_handler = SIG_DFL;
  sigemptyset(&standard.sa_mask);
  sigaction(SIGTSTP, &standard, &mine);
  sigset_t stop, mask;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTSTP);
  // SIGTSTP may be blocked on this thread; raised here, it stops the process before raise returns.
  pthread_sigmask(SIG_UNBLOCK, &stop, &mask);
  resume_pending = 0;
  raise(SIGTSTP);
  pthread_sigmask(SIG_SETMASK, &mask, NULL);
  sigaction(SIGTSTP, &mine, NULL);
  // A stopped process gets SIGCONT when it goes on, perhaps on another thread: give it 20 ms to be
  // marked. Not stopped (orphaned), the prompt goes on a line of its own; stopped, the shell's lines end with one.
  for (int wait = 0; wait < 20 && !resume_pending; wait++) usleep(1000);
  if (!resume_pending) fputs("\n", stdout);
  resume_pending = 1;
}

static void act_on_job_signals(EditLine *editline) {
  if (suspend_pending) {
    suspend_pending = 0;
    suspend(editline);
  }
  if (resize_pending) {
    resize_pending = 0;
    lib.el_resize(editline);
    resume_pending = 1;
  }
  if (resume_pending) {
    resume_pending = 0;
    lib.el_set(editline, EL_PREP_TERM, 1);
    // The prompt and the line drawn again from the line's start.
    fputs("\r", stdout);
    fflush(stdout);
    lib.el_set(editline, EL_REFRESH);
  }
}

// One character for libedit: polls standard input in short waits and asks
// between them whether to stop, so Ctrl-C at the prompt is seen at once
// (a blocked read would swallow it). UTF-8 is decoded here.
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
    struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
    int ready = poll(&input, 1, 100);
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return -1;
    if (ready == 0) continue;
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
                                      const char *history_file, duo_should_stop should_stop) {
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
