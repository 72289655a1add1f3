/*
 * CNcurses: the parts of ncursesw that Swift 6 cannot import as they are.
 *
 * SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, which hides ncurses' wide-character
 * API, so NCURSES_WIDECHAR is defined here before any ncurses header. Every macro that is
 * not a plain literal (attributes, ACS/WACS tables, mouse masks, getmaxyx) and every
 * mutable C global (stdscr, LINES, COLS, COLORS, COLOR_PAIRS, cur_term, stdin/stdout) gets
 * a static-inline wrapper so that a plain `import CNcurses` compiles in Swift 6 language
 * mode. See Docs/terminal.md, "Building against ncurses" and "What Swift cannot import,
 * and the shim".
 */
#ifndef TESSERA_CNCURSES_SHIM_H
#define TESSERA_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1          /* before any ncurses include: SwiftPM strips _XOPEN_SOURCE */
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
extern int wcwidth(wchar_t c);      /* only declared under _XOPEN_SOURCE, so declare it here */

/* ---- globals ------------------------------------------------------------------------ */

static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) { return COLOR_PAIRS; }

/* ---- function-like macros ----------------------------------------------------------- */

static inline void nc_getmaxyx(WINDOW *win, int *y, int *x) {
    int yy, xx;
    getmaxyx(win, yy, xx);
    *y = yy;
    *x = xx;
}
static inline int nc_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int nc_key_f(int n) { return KEY_F(n); }

/* ---- attributes --------------------------------------------------------------------- */

static inline attr_t nc_a_normal(void) { return A_NORMAL; }
static inline attr_t nc_a_bold(void) { return A_BOLD; }
static inline attr_t nc_a_dim(void) { return A_DIM; }
static inline attr_t nc_a_reverse(void) { return A_REVERSE; }
static inline attr_t nc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nc_a_standout(void) { return A_STANDOUT; }

/* ---- ACS line drawing (valid only after newterm/initscr) ---------------------------- */

static inline chtype nc_acs_ulcorner(void) { return ACS_ULCORNER; }
static inline chtype nc_acs_urcorner(void) { return ACS_URCORNER; }
static inline chtype nc_acs_llcorner(void) { return ACS_LLCORNER; }
static inline chtype nc_acs_lrcorner(void) { return ACS_LRCORNER; }
static inline chtype nc_acs_hline(void) { return ACS_HLINE; }
static inline chtype nc_acs_vline(void) { return ACS_VLINE; }

/* ---- wide ACS (valid only after newterm/initscr): Unicode in a UTF-8 locale, the
 *      VT100 alternate character set or ASCII otherwise, chosen by ncurses itself ------ */

static inline const cchar_t *nc_wacs_ulcorner(void) { return WACS_ULCORNER; }
static inline const cchar_t *nc_wacs_urcorner(void) { return WACS_URCORNER; }
static inline const cchar_t *nc_wacs_llcorner(void) { return WACS_LLCORNER; }
static inline const cchar_t *nc_wacs_lrcorner(void) { return WACS_LRCORNER; }
static inline const cchar_t *nc_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *nc_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *nc_wacs_block(void) { return WACS_BLOCK; }
static inline const cchar_t *nc_wacs_ckboard(void) { return WACS_CKBOARD; }
static inline const cchar_t *nc_wacs_bullet(void) { return WACS_BULLET; }
static inline const cchar_t *nc_wacs_diamond(void) { return WACS_DIAMOND; }
static inline const cchar_t *nc_wacs_ltee(void) { return WACS_LTEE; }
static inline const cchar_t *nc_wacs_rtee(void) { return WACS_RTEE; }
static inline const cchar_t *nc_wacs_ttee(void) { return WACS_TTEE; }
static inline const cchar_t *nc_wacs_btee(void) { return WACS_BTEE; }
static inline const cchar_t *nc_wacs_plus(void) { return WACS_PLUS; }

/* ---- mouse masks (ncurses mouse protocol version 2: never hard-code these) ----------- */

static inline mmask_t nc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t nc_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t nc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t nc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t nc_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t nc_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t nc_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/* ---- display width ------------------------------------------------------------------- */

/* glibc wcwidth: the table ncursesw itself uses. -1 for unprintable characters. */
static inline int nc_wcwidth(wchar_t c) { return wcwidth(c); }

/* ---- drawing one cell ---------------------------------------------------------------- */

/* Draws one spacing character (plus up to CCHARW_MAX-1 combining characters: `wch` is a
 * NUL-terminated string of at most CCHARW_MAX characters) with attributes and colour
 * pair, so Swift never builds a cchar_t itself. */
static inline int nc_mvadd_wstr_cell(int y, int x, const wchar_t *wch, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, wch, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/* One wide character: builds a cchar_t with setcchar and calls mvadd_wch. */
static inline int nc_mvadd_wchar(int y, int x, wchar_t c, attr_t attrs, short pair) {
    wchar_t text[2] = { c, 0 };
    return nc_mvadd_wstr_cell(y, x, text, attrs, pair);
}

/* Draws a wide-ACS glyph (one of the nc_wacs_* values) with extra attributes and a
 * colour pair. The glyph keeps its own attributes (A_ALTCHARSET in the VT100 fallback),
 * so the automatic fallback survives styling. */
static inline int nc_mvadd_wacs(int y, int x, const cchar_t *glyph, attr_t attrs, short pair) {
    wchar_t text[CCHARW_MAX + 1];
    attr_t own = 0;
    short ownPair = 0;
    cchar_t cell;
    if (glyph == NULL) return ERR;
    if (getcchar(glyph, text, &own, &ownPair, NULL) == ERR) return ERR;
    if (setcchar(&cell, text, own | attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/* ---- starting a session safely -------------------------------------------------------- */

/* What nc_check_terminal found out about $TERM, before the screen is touched. */
#define NC_TERM_OK 0
#define NC_TERM_UNKNOWN 1       /* no terminfo entry (or no terminfo database) */
#define NC_TERM_NO_CURSOR 2     /* a terminal without cursor addressing (dumb, hardcopy) */

/* Looks $TERM up in terminfo without writing anything to the terminal, and checks that it
 * can address the cursor (`cup`). */
static inline int nc_check_terminal(int fd) {
    int err = 0;
    if (setupterm(NULL, fd, &err) != OK) return err == 1 ? NC_TERM_NO_CURSOR : NC_TERM_UNKNOWN;
    char *cup = tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return usable ? NC_TERM_OK : NC_TERM_NO_CURSOR;
}

/* newterm(NULL, stdout, stdin): like initscr but returns NULL instead of exiting on an
 * unknown terminal. */
static inline SCREEN *nc_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

/* nl_langinfo(CODESET), e.g. "UTF-8" or "ANSI_X3.4-1968". */
static inline const char *nc_codeset(void) { return nl_langinfo(CODESET); }

/* Flushes C stdio's stdout (before writing raw escape sequences). */
static inline int nc_fflush_stdout(void) { return fflush(stdout); }

#endif /* TESSERA_CNCURSES_SHIM_H */
