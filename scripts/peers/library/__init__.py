"""A small Django REST framework game library: the DRF peer of Courier's described-API tests."""
