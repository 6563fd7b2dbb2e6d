// StagingServer: filled by later work.
