export { SimulatorModule } from './simulator.module.js';
