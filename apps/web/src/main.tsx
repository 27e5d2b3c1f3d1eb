import { boot } from './boot';
import { App } from './App';

boot(<App />);
