import './styles/base.css';
import { startShell } from './boot/start-shell';

void startShell(document.getElementById('root')!);
