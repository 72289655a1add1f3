#ifndef TESSERA_INSTRUCTION_COUNTERS_H
#define TESSERA_INSTRUCTION_COUNTERS_H

/// Allocations made by this process so far (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign): the driver defines those functions, counts, and forwards to
/// the C library's own.
long tessera_allocation_count(void);

/// True when the process runs under valgrind (and the header was there at build time).
int tessera_under_valgrind(void);

/// Callgrind: zero the counters (the start of a measured region).
void tessera_callgrind_zero(void);

/// Callgrind: write the counters since the last zero as a dump part named `name`.
void tessera_callgrind_dump(const char *name);

#endif
