import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './create-bridge';

// The studio's only way out of its sandbox: typed functions, one per channel.
contextBridge.exposeInMainWorld('soukStudio', createBridge(ipcRenderer));
