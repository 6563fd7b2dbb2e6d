#ifndef COURIER_CNCURSES_SHIM_H
#define COURIER_CNCURSES_SHIM_H

// Wide-character ncurses: must be defined before curses.h is read.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncursesw/curses.h>
#include <locale.h>
#include <sys/ioctl.h>
#include <unistd.h>

// Swift 6 rejects C globals as shared mutable state; these inline accessors
// are the only way Swift code reaches them, always from the UI thread.
static inline WINDOW *courier_stdscr(void) { return stdscr; }
static inline int courier_lines(void) { return LINES; }
static inline int courier_cols(void) { return COLS; }
static inline int courier_colors(void) { return COLORS; }
static inline int courier_color_pairs(void) { return COLOR_PAIRS; }
static inline int courier_key_resize(void) { return KEY_RESIZE; }
static inline int courier_err(void) { return ERR; }
static inline attr_t courier_a_bold(void) { return A_BOLD; }
static inline attr_t courier_a_reverse(void) { return A_REVERSE; }
static inline attr_t courier_a_underline(void) { return A_UNDERLINE; }
static inline attr_t courier_a_dim(void) { return A_DIM; }
static inline attr_t courier_color_pair(short n) { return COLOR_PAIR(n); }

// The terminal's real size, read from the tty after SIGWINCH.
static inline int courier_winsize(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

#endif
