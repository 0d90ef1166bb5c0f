/// <reference types="node" />
/**
 * Jest's setup for the web app's tests: Testing Library's DOM matchers (`toBeInTheDocument()` and
 * the rest), and what jsdom leaves out of a browser that React Router needs (TextEncoder, TextDecoder).
 */
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
