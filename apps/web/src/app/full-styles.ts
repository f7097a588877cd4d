// All of Mantine's styles, for the screens behind the public pages (sign-in and account screens,
// founders payment, dashboard, cleaner portal), which use most components: loaded with their
// chunks (app/router.tsx). The public pages load only what they show (main.tsx, ADR 008).
import '@mantine/core/styles.layer.css';
