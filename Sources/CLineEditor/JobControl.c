#include "Library.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

// Ctrl-Z, a resize and a resume while a line is read: the handlers only mark
// them; the reader acts between its waits, outside the handler.
static volatile sig_atomic_t suspend_pending, resize_pending, resume_pending;

// A pipe the handler writes a byte to (write is async-signal-safe), so a reader
// blocked in poll on another thread wakes; both ends are non-blocking.
static int job_pipe[2] = {-1, -1};

static void mark_signal(int signo) {
  if (signo == SIGTSTP) suspend_pending = 1;
  if (signo == SIGWINCH) resize_pending = 1;
  if (signo == SIGCONT) resume_pending = 1;
  if (job_pipe[1] >= 0) {
    int saved = errno;
    char byte = 1;
    (void)!write(job_pipe[1], &byte, 1);
    errno = saved;
  }
}

int job_signal_descriptor(void) { return job_pipe[0]; }

static const int job_signals[job_signal_count] = {SIGTSTP, SIGWINCH, SIGCONT};

void watch_job_signals(struct sigaction previous[job_signal_count]) {
  if (job_pipe[0] < 0 && pipe(job_pipe) == 0) {
    for (int end = 0; end < 2; end++) {
      fcntl(job_pipe[end], F_SETFD, FD_CLOEXEC);
      fcntl(job_pipe[end], F_SETFL, fcntl(job_pipe[end], F_GETFL) | O_NONBLOCK);
    }
  }
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = mark_signal;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < job_signal_count; i++) sigaction(job_signals[i], &action, &previous[i]);
}

void restore_job_signals(const struct sigaction previous[job_signal_count]) {
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

void act_on_job_signals(EditLine *editline) {
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
