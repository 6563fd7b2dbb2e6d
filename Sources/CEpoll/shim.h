#ifndef COURIER_CEPOLL_SHIM_H
#define COURIER_CEPOLL_SHIM_H

// The Glibc module leaves out epoll and eventfd, which the staging
// server's event loops are built on.
#include <sys/epoll.h>
#include <sys/eventfd.h>

#endif
