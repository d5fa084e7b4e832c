import type { MapCity } from '@/components/CityMap/geometry';

/**
 * 23 real cities (the company's target count), the four live ones among them, with near
 * neighbours that stress label placement (Tokyo/Yokohama, Amsterdam/Rotterdam, Europe).
 */
export const worldCities = [
  { id: 'new-york', name: 'New York', latitude: 40.7128, longitude: -74.006 },
  { id: 'london', name: 'London', latitude: 51.5074, longitude: -0.1278 },
  { id: 'jakarta', name: 'Jakarta', latitude: -6.2088, longitude: 106.8456 },
  { id: 'yokohama', name: 'Yokohama', latitude: 35.4437, longitude: 139.638 },
  { id: 'tokyo', name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
  { id: 'amsterdam', name: 'Amsterdam', latitude: 52.3676, longitude: 4.9041 },
  { id: 'rotterdam', name: 'Rotterdam', latitude: 51.9244, longitude: 4.4777 },
  { id: 'paris', name: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  { id: 'berlin', name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { id: 'madrid', name: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  { id: 'lisbon', name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
  { id: 'stockholm', name: 'Stockholm', latitude: 59.3293, longitude: 18.0686 },
  { id: 'seoul', name: 'Seoul', latitude: 37.5665, longitude: 126.978 },
  { id: 'singapore', name: 'Singapore', latitude: 1.3521, longitude: 103.8198 },
  { id: 'sydney', name: 'Sydney', latitude: -33.8688, longitude: 151.2093 },
  { id: 'melbourne', name: 'Melbourne', latitude: -37.8136, longitude: 144.9631 },
  { id: 'san-francisco', name: 'San Francisco', latitude: 37.7749, longitude: -122.4194 },
  { id: 'los-angeles', name: 'Los Angeles', latitude: 34.0522, longitude: -118.2437 },
  { id: 'toronto', name: 'Toronto', latitude: 43.6532, longitude: -79.3832 },
  { id: 'mexico-city', name: 'Mexico City', latitude: 19.4326, longitude: -99.1332 },
  { id: 'sao-paulo', name: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
  { id: 'buenos-aires', name: 'Buenos Aires', latitude: -34.6037, longitude: -58.3816 },
  { id: 'cape-town', name: 'Cape Town', latitude: -33.9249, longitude: 18.4241 },
] as const satisfies readonly MapCity[];
