func.func private @ext0(tensor<4xi32>, f64) -> (f64)
func.func private @fn.0(%1: memref<1x4xf64> {llvm.noundef, test.tag = "x"}, %2: tensor<4xi8>, %3: vector<1x4xi64>) -> (f32 {test.foo = 1 : i32}) {
   %reinterpret_cast = memref.reinterpret_cast %1 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<1x4xf64> to memref<2x2xf64, strided<[2, 1]>>
   %5 = arith.constant -1 : i64
   %6 = arith.cmpi ugt, %5, %5 : i64
   %7 = arith.constant -1.0 : f64
   cf.cond_br %6, ^loop_3(%7, %7 : f64, f64), ^undefined_block
^then1: //
   %x_1 = arith.select %6, %7, %7 : f64
   cf.br ^then2(%5 : i64)
^then2(%9: i64):
   %cst = arith.constant 0.5 : bf16
   %11 = arith.cmpf true, %cst, %cst fastmath<fast> : bf16
   %12 = arith.constant 3.0 : f64
   %val = arith.constant 4.0E+2 : f64
   cf.br ^loop_3(%12, %val : f64, f64)
^loop_3(%14: f64, %15: f64):
   %res = arith.constant 2 : index
   %c_17 = arith.constant 2 : index
   %c_18 = arith.constant 127 : i8
   %21 = scf.for %19 = %res to %res step %c_17 iter_args(%acc_20 = %c_18) -> (i8) {
      %c = arith.constant 1 : index
      %c_25 = arith.constant 0 : index  // note
      %26 = memref.load %reinterpret_cast[%c, %c_25] : memref<2x2xf64, strided<[2, 1]>>
      %c_28 = arith.constant -1 : i8 // TODO: check
      scf.yield %c_28 : i8
   }
   %acc = arith.constant 1.000000e+00 : f32
   func.return %acc : f32
}
