import { mount } from 'svelte';
import App from './App.svelte';
import { createApiClient } from './lib/api-client.ts';
import './app.css';

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element');

mount(App, { target, props: { api: createApiClient() } });
