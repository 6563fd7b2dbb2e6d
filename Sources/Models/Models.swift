// Models: filled by later work.
