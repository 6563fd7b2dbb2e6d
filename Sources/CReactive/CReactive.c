#include "CReactive.h"

__thread uintptr_t courier_trampoline_slot = 0;
