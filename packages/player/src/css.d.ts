// Stylesheets are bundled by the app's Vite build; importing one only adds it to the page.
declare module '*.css';
