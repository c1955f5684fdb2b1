func.func @main() {
  %0 = memref.alloc() : memref<100000x100000xf32>
  return
}
