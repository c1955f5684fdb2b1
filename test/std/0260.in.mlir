func.func @kernel_0(%sum: memref<1xi16>, %arg_2: memref<4x4x8xf32> {llvm.noundef}, %x3: i16) -> tensor<4x3x?xi16> {
   %cst_4 = arith.constant dense<-0.25> : tensor<4x3x2xf16>
   %lin = linalg.add ins(%cst_4, %cst_4 : tensor<4x3x2xf16>, tensor<4x3x2xf16>) outs(%cst_4 : tensor<4x3x2xf16>) -> tensor<4x3x2xf16>
   %6 = arith.constant 1.000000e+00 : f64
   %atan2 = math.atan2 %6, %6 fastmath<none> : f64
   %8 = memref.alloc() : memref<4x3x2xi32>
   memref.dealloc %8 : memref<4x3x2xi32>
   %c_9 = arith.constant 8 : index
   %10 = tensor.empty(%c_9) : tensor<4x3x?xi16>
   return %10 : tensor<4x3x?xi16>
}
func.func @compute1(%arg_1: f32, %arg: i32 {llvm.noundef, test.tag = "x"}) -> memref<4x1x?xindex> {
   %3 = memref.alloc() {alignment = 64} : memref<4x4x8xf64>
   %c_4 = arith.constant 2 : index
   %dim = memref.dim %3, %c_4 : memref<4x4x8xf64>
   %6 = arith.constant false
   cf.cond_br %6, ^loop_1, ^b2
^loop_1:
   %c_7 = arith.constant 0 : index
   %t8 = arith.constant 8 : index
   %c_9 = arith.constant 1 : index
   scf.parallel (%i_10) = (%c_7) to (%t8) step (%c_9) {
      %res = arith.constant 4.0E+2 : f32
      scf.reduce
   }
   %12 = arith.constant 1 : i64
   %13 = arith.constant 1.5e-1 : f64
   cf.switch %12 : i64, [default: ^b2,
      -1: ^b2,
      2: ^bb3(%13 : f64)]
^b2:
   %cst_14 = arith.constant 2.5 : f64
   cf.br ^bb3(%cst_14 : f64)
^bb3(%x_1: f64):
   %16 = arith.constant 3 : index
   %alloc_17 = memref.alloc(%16) : memref<4x1x?xindex>
   func.return %alloc_17 : memref<4x1x?xindex>
}
