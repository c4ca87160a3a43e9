import { createApp } from 'vue'
import App from './App.vue'
import { createFoyer } from './foyer.js'

const foyer = createFoyer()
createApp(App, { foyer }).mount('#app')
