// ViewModels: filled by later work.
