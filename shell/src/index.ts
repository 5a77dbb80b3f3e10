// Async boundary: shared modules (react, the platform...) are negotiated before any of them runs.
import('./bootstrap');
