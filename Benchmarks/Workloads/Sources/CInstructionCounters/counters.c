// The instruction driver's counters. Allocation counting: this executable defines the C
// library's allocating entry points, so every allocation of the process (the Swift runtime
// included) comes here first; each one counts and forwards to glibc's own (__libc_*).
// Callgrind: its client requests, when the valgrind headers are installed (no-ops without).
#include "CInstructionCounters.h"

#include <errno.h>
#include <stddef.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define TESSERA_HAS_VALGRIND 1
#endif
#endif

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static long allocations = 0;

static inline void counted(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}

long tessera_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

int tessera_under_valgrind(void) {
#ifdef TESSERA_HAS_VALGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void tessera_callgrind_zero(void) {
#ifdef TESSERA_HAS_VALGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void tessera_callgrind_dump(const char *name) {
#ifdef TESSERA_HAS_VALGRIND
    CALLGRIND_DUMP_STATS_AT(name);
#else
    (void)name;
#endif
}
