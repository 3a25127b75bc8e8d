import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../shared/site/render/site.css';
import { App } from './app/App';
import './app/studio.css';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
