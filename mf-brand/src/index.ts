// Async boundary, as in every app; this remote is mounted by the shell through ./routes and ./nav.
import('./bootstrap');
