#ifndef COURIER_CREACTIVE_H
#define COURIER_CREACTIVE_H

// What Swift's Synchronization module does not offer: a fence for the
// compiler only, the kernel's process-wide barrier, a cheap name for the
// current thread, and a thread-local slot read without a function call.
// The subjects' delivery uses the first three to let go of a delivery with
// a plain store (SubjectCore.swift); the trampoline of
// CurrentThreadScheduler keeps its queue in the slot.

#include <stdint.h>
#include <pthread.h>
#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/// Keeps the compiler from moving memory accesses across it; emits no instruction.
static inline void courier_compiler_barrier(void) {
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

/// Asks the kernel for expedited process-wide barriers. Returns 0 when they
/// are available from now on.
static inline int courier_register_process_barrier(void) {
#if defined(__linux__) && defined(__NR_membarrier)
    long commands = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (commands < 0 || !(commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED)) return -1;
    return (int)syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0);
#else
    return -1;
#endif
}

/// Makes every running thread of the process pass a full memory barrier.
/// Only after courier_register_process_barrier returned 0.
static inline void courier_process_barrier(void) {
#if defined(__linux__) && defined(__NR_membarrier)
    syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
#endif
}

/// A non-zero number no other living thread has, with its lowest bit clear.
static inline uintptr_t courier_thread_token(void) {
#if defined(__x86_64__) || defined(__aarch64__)
    return ((uintptr_t)__builtin_thread_pointer()) << 1;
#else
    return ((uintptr_t)pthread_self()) << 1;
#endif
}

/// The current thread's trampoline (CurrentThreadScheduler.swift): 0 when
/// the thread is not inside one, else what Swift keeps there. Defined once,
/// in CReactive.c, so every module that inlines the accessors shares it.
extern __thread uintptr_t courier_trampoline_slot;

static inline uintptr_t courier_trampoline_get(void) {
    return courier_trampoline_slot;
}

static inline void courier_trampoline_set(uintptr_t value) {
    courier_trampoline_slot = value;
}

#endif
