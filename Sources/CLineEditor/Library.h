// What LineEditor.c and JobControl.c share: libedit's entry points, found
// with dlsym when the first editor opens, and the reader's job control.
#ifndef CLINEEDITOR_LIBRARY_H
#define CLINEEDITOR_LIBRARY_H

#include <histedit.h>
#include <signal.h>

// libedit's entry points, found with dlsym.
struct libedit {
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
};
extern struct libedit lib;

enum { job_signal_count = 3 };

/// Marks Ctrl-Z, a resize and a resume while a line is read; `previous` keeps the handlers before.
void watch_job_signals(struct sigaction previous[job_signal_count]);
void restore_job_signals(const struct sigaction previous[job_signal_count]);

/// Between the reader's waits: suspends on Ctrl-Z, resizes, and draws the line again after either.
void act_on_job_signals(EditLine *editline);

// Readable after a job-control signal arrives, on whichever thread: the reader
// waits on it beside standard input, so a wait with no timeout still wakes.
int job_signal_descriptor(void);

#endif
