#define _GNU_SOURCE
#include "CPty.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>

static int set_cloexec(int fd) {
    int flags = fcntl(fd, F_GETFD);
    if (flags < 0) return -1;
    return fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

int tessera_pty_open(int *primary, int *secondary, unsigned short rows, unsigned short columns) {
    struct winsize size = {0};
    size.ws_row = rows;
    size.ws_col = columns;
    int p = -1, s = -1;
    if (openpty(&p, &s, NULL, NULL, &size) != 0) return -1;
    if (set_cloexec(p) != 0 || set_cloexec(s) != 0) {
        int saved = errno;
        close(p);
        close(s);
        errno = saved;
        return -1;
    }
    *primary = p;
    *secondary = s;
    return 0;
}

int tessera_pty_resize(int fd, unsigned short rows, unsigned short columns) {
    struct winsize size = {0};
    size.ws_row = rows;
    size.ws_col = columns;
    return ioctl(fd, TIOCSWINSZ, &size);
}

/* Runs in the child, between fork and exec: async-signal-safe calls only. */
static void become_session(const char *path, char *const argv[], char *const envp[], int secondary) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigaction dfl;
    dfl.sa_handler = SIG_DFL;
    dfl.sa_flags = 0;
    sigemptyset(&dfl.sa_mask);
    for (int sig = 1; sig < NSIG; sig++) {
        sigaction(sig, &dfl, NULL); /* fails harmlessly for SIGKILL, SIGSTOP and unused numbers */
    }
    if (setsid() < 0) _exit(127);
    if (chdir("/") != 0) _exit(127);
    if (ioctl(secondary, TIOCSCTTY, 0) < 0) _exit(127);
    if (dup2(secondary, 0) < 0 || dup2(secondary, 1) < 0 || dup2(secondary, 2) < 0) _exit(127);
    /* dup2 clears close-on-exec on 0-2; everything else (the primary side, the server's
       sockets, other sessions' ptys) is closed here. */
    if (syscall(SYS_close_range, 3U, ~0U, 0U) != 0) {
        long max = sysconf(_SC_OPEN_MAX);
        for (long fd = 3; fd < max; fd++) close((int)fd);
    }
    execve(path, argv, envp);
    _exit(127);
}

pid_t tessera_pty_spawn(const char *path, char *const argv[], char *const envp[], int secondary) {
    pid_t pid = fork();
    if (pid == 0) become_session(path, argv, envp, secondary);
    return pid;
}
