// Line editing and history for duo-say's terminal conversation, through
// libedit (Debian's libedit2, BSD-licensed), opened with dlopen at first use
// so that a one-shot run never loads it. libedit's setters are C variadic
// functions, which Swift cannot call; these wrappers are not.
#ifndef CLINEEDITOR_H
#define CLINEEDITOR_H

typedef struct duo_line_editor duo_line_editor;

/// Returns nonzero while the caller wants the wait for a line to end (Ctrl-C, SIGTERM).
typedef int (*duo_should_stop)(void);

/// An editor reading the terminal on standard input, echoing on standard
/// output, with `prompt` and a history of `history_size` lines, read from and
/// saved to `history_file` when it is not NULL; NULL when libedit cannot be
/// opened (then `duo_line_editor_error` says why). A wait for a key ends when
/// `wake_descriptor` (a non-blocking pipe's read end a stop writes to) becomes
/// readable and `should_stop` says so; with -1, the wait asks every 100 ms.
duo_line_editor *duo_line_editor_open(const char *program, const char *prompt, int history_size,
                                      const char *history_file, duo_should_stop should_stop,
                                      int wake_descriptor);

/// Why the last open failed, or NULL.
const char *duo_line_editor_error(void);

/// The outcome of one read.
enum duo_line_status { DUO_LINE_READ = 1, DUO_LINE_END = 0, DUO_LINE_STOPPED = -1 };

/// Reads one edited line into `*line` (UTF-8, without its line end, owned by
/// the editor until the next call) and its byte count into `*length`. When
/// stopped, `*length` is how many bytes had been typed and were discarded.
int duo_line_editor_read(duo_line_editor *editor, const char **line, int *length);

/// Adds a line to the history the Up arrow walks.
void duo_line_editor_remember(duo_line_editor *editor, const char *line);

void duo_line_editor_close(duo_line_editor *editor);

#endif
