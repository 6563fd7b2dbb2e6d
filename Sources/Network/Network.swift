// Network: filled by later work.
