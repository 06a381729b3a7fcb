import { mount } from 'svelte';
import App from './App.svelte';
import { createApiClient } from './lib/api-client.ts';
import './app.css';

// The app has no icon file: an empty data: icon stops the browser asking the host for /favicon.ico,
// whose 404 would show as a console error. (Belongs in index.html's <head>; set here until it is.)
if (document.querySelector('link[rel~="icon"]') === null) {
  const icon = document.createElement('link');
  icon.rel = 'icon';
  icon.href = 'data:,';
  document.head.append(icon);
}

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

mount(App, { target, props: { api: createApiClient() } });
