#ifndef COURIER_CCURL_SHIM_H
#define COURIER_CCURL_SHIM_H
#include <curl/curl.h>
// What CurlLoop waits with: Swift's Glibc module leaves these Linux calls out.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <sys/prctl.h>

// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which
// Swift cannot call: each wrapper below fixes one argument type.

typedef size_t (*courier_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*courier_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t downloaded,
                                              curl_off_t upload_total, curl_off_t uploaded);
typedef int (*courier_curl_socket_callback)(CURL *easy, curl_socket_t socket, int what, void *context, void *socket_context);
typedef int (*courier_curl_timer_callback)(CURLM *multi, long timeout_ms, void *context);

// CURLAUTH_* are macros with casts, which Swift does not import.
static const long courier_curlauth_basic = (long)CURLAUTH_BASIC;
static const long courier_curlauth_digest = (long)CURLAUTH_DIGEST;

static inline CURLcode courier_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_ALL);
}

static inline CURLcode courier_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_callback(CURL *handle, CURLoption option, courier_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode courier_curl_easy_setopt_progress_callback(CURL *handle, courier_curl_progress_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode courier_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode courier_curl_easy_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode courier_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode courier_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode courier_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

static inline CURLMcode courier_curl_multi_setopt_pointer(CURLM *multi, CURLMoption option, void *value) {
    return curl_multi_setopt(multi, option, value);
}

static inline CURLMcode courier_curl_multi_setopt_socket_callback(CURLM *multi, courier_curl_socket_callback value) {
    return curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, value);
}

static inline CURLMcode courier_curl_multi_setopt_timer_callback(CURLM *multi, courier_curl_timer_callback value) {
    return curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, value);
}

// Names the calling thread as the kernel shows it (top -H, perf, /proc); prctl is variadic.
static inline int courier_name_this_thread(const char *name) {
    return prctl(PR_SET_NAME, name, 0, 0, 0);
}

// CURLMsg keeps its result in a union Swift imports awkwardly.
static inline CURLcode courier_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
