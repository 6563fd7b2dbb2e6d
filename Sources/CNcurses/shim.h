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

// Whether the terminal named at newterm can move the cursor ("cup"): a
// dumb terminal cannot, and a full-screen app drawn on it is garbage.
static inline int courier_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

// Whether TERM's entry says it takes 24-bit colour: the RGB capability
// (xterm-direct, as a flag, number or string) or tmux's Tc flag.
static inline int courier_terminfo_direct_color(void) {
    if (tigetflag("RGB") == 1 || tigetflag("Tc") == 1) return 1;
    if (tigetnum("RGB") > 0) return 1;
    char *rgb = tigetstr("RGB");
    return rgb != NULL && rgb != (char *)-1;
}

// TERM's terminfo entry loaded without starting curses (for `courier doctor`): 0 when found.
static inline int courier_terminfo_load(const char *term) {
    int error = 0;
    return setupterm(term, -1, &error) == OK ? 0 : -1;
}

// The colours the loaded entry names, and whether it reports mouse events (kmous).
static inline int courier_terminfo_colors(void) { return tigetnum("colors"); }
static inline int courier_terminfo_mouse(void) {
    char *kmous = tigetstr("kmous");
    return kmous != NULL && kmous != (char *)-1;
}

// The terminal's real size, read from the tty after SIGWINCH.
static inline int courier_winsize(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

// The window's size in pixels, 0 when the terminal does not say (sixel needs a cell's pixels).
static inline int courier_winsize_pixels(int fd, int *width, int *height) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *width = ws.ws_xpixel;
    *height = ws.ws_ypixel;
    return 0;
}

// Added for the terminal layer (NcursesTerminal, EventLoop, pty tests).
static inline int courier_key_code_yes(void) { return KEY_CODE_YES; }
static inline int courier_ok(void) { return OK; }
static inline WINDOW *courier_curscr(void) { return curscr; }
static inline int courier_escdelay(void) { return ESCDELAY; }

// Sets a tty's size, as a terminal emulator does; tests use it on a pty.
static inline int courier_set_winsize(int fd, int rows, int cols) {
    struct winsize ws = {0};
    ws.ws_row = (unsigned short)rows;
    ws.ws_col = (unsigned short)cols;
    return ioctl(fd, TIOCSWINSZ, &ws);
}

// Opens a pseudo-terminal pair (tests run curses on it without a person).
// Swift's Glibc module hides posix_openpt and friends, so this is in C.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
static inline int courier_open_pty(int *controller, int *device) {
    int c = open("/dev/ptmx", O_RDWR | O_NOCTTY);
    if (c < 0) return -1;
    char path[64];
#if defined(TIOCSPTLCK) && defined(TIOCGPTN)
    int unlock = 0, number = 0;
    if (ioctl(c, TIOCSPTLCK, &unlock) != 0 || ioctl(c, TIOCGPTN, &number) != 0) { close(c); return -1; }
    snprintf(path, sizeof path, "/dev/pts/%d", number);
#else
    if (grantpt(c) != 0 || unlockpt(c) != 0 || ptsname_r(c, path, sizeof path) != 0) { close(c); return -1; }
#endif
    int d = open(path, O_RDWR | O_NOCTTY);
    if (d < 0) { close(c); return -1; }
    *controller = c;
    *device = d;
    return 0;
}

#endif
