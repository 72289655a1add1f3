#ifndef TESSERA_CPTY_H
#define TESSERA_CPTY_H

#include <sys/types.h>

/// Opens a pseudo-terminal pair sized `rows` x `columns`. Both descriptors are close-on-exec.
/// Returns 0 and fills `primary` and `secondary`, or -1 with errno set.
int tessera_pty_open(int *primary, int *secondary, unsigned short rows, unsigned short columns);

/// Sets the window size of the terminal behind `fd` (TIOCSWINSZ); the foreground process
/// group gets SIGWINCH from the kernel. Returns 0, or -1 with errno set.
int tessera_pty_resize(int fd, unsigned short rows, unsigned short columns);

/// Forks a child that starts a new session, makes `secondary` its controlling terminal and
/// its standard input, output and error, closes every other descriptor, puts every signal
/// back to its default disposition with none blocked, and runs `path` with exactly `argv`
/// and `envp` (execve: no shell, no PATH search) from the root directory. Only async-signal-safe calls run between
/// fork and exec, so it is safe in a multithreaded process.
/// Returns the child's pid, or -1 with errno set when fork failed. A child whose exec fails
/// exits with status 127.
pid_t tessera_pty_spawn(const char *path, char *const argv[], char *const envp[], int secondary);

#endif
