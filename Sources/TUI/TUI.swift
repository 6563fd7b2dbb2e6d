// TUI: filled by later work.
