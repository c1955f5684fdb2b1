// ir-gen std --seed 30 --size 16
module @inner {
   func.func public @helper4(%1: i32 {llvm.signext}, %2: f32) -> (f64 {
      %c = arith.constant 4611686018427387903 : index
      %res_5:2 = scf.while (%lhs = %1) : (i32) -> (f64, f64) {
         %x6 = arith.constant 7 : index
         %7 = memref.alloc(%x6) : memref<?xf16>
         %8 = arith.constant 0 : index
         %acc = memref.load %7[%8] : memref<?xf16>
         %10 = arith.constant 0 : i1
         %a.b = arith.constant 4.0E+2 : f64
         scf.condition(%10) %a.b, %a.b : f64, f64
         // ---- comment line ----
      } do {
      ^bb0(%arg_12: f64, %13: f64):
         scf.yield %1 : i32
      }
      %15 = arith.constant 1.0 : f64
      func.return %15 : f64
   }
}
func.func private @f0() -> memref<1xf64> attributes {test.kernel} {
   %1 = arith.constant 1.5e-1 : f32
   %sum = arith.constant 1 : i16
   %rhs = math.fpowi %1, %sum : f32, i16
   %v4 = arith.constant 1 : i8
   %5 = arith.constant 4.0E+2 : f64
   cf.switch %v4 : i8, [default: ^then1,
      0: ^bb2(%rhs : f32),
      3: ^loop_4(%rhs, %5 : f32, f64)]
^then1:
   %c_6 = arith.constant 0 : index
   %7 = arith.cmpi ule, %c_6, %c_6 : index
   cf.assert %7, "bounds check"
   %8 = arith.constant 1.5e-1 : f32
   cf.br ^bb2(%8 : f32)
^bb2(%ba: f32):
   %c = arith.constant 0 : index
   %v12 = arith.cmpi sge, %c, %c : index
   %r_13 = scf.if %v12 -> (f64) {
      %14 = arith.constant 0x2c : i32 // TODO: check
      %muli_15 = arith.muli %14, %14 : i32
      scf.yield %5 : f64

   } else {
      %c_16 = arith.constant 2147483647 : i32
      %c_17 = arith.constant 1 : i32
      %19 = arith.cmpi ult, %c_16, %c_17 : i32
      %a.b = tensor.empty() : tensor<8xi32>
      %t21 = math.ipowi %a.b, %a.b : tensor<8xi32>
      // ---- comment line ----
      %22 = arith.constant 4.0E+2 : f64
      // ---- comment line ----
      scf.yield %22 : f64
   }
   cf.br ^then3(%c, %5 : index, f64)
^then3(%ba_23: index, %ba_25: f64):
   %26 = arith.constant dense<[1.0, 1.000000e+00, -7.5, 4.0E+2]> : vector<4xf32>
   %mulf_27 = arith.mulf %26, %26 fastmath<arcp> : vector<4xf32>
   %29 = arith.constant 2147483647 : i32
   %t31 = arith.constant 1 : i32
   %acc = arith.cmpi slt, %29, %t31 : i32
   %cst_34 = arith.constant 100.0 : f64
   %cst = arith.constant 4.0E+2 : f32
   cf.cond_br %acc, ^loop_4(%1, %cst_34 : f32, f64), ^loop_4(%cst, %ba_25 : f32, f64)
^loop_4(%x_1: f32, %res: f64):
   %39 = memref.alloca() : memref<4xf64>
   %tmp41 = arith.constant 0 : index
   memref.store %5, %39[%tmp41] : memref<4xf64>
   %42 = memref.alloca() {alignment = 64} : memref<1xf64>
   func.return %42 : memref<1xf64>
}
func.func @fn.1(%1: f32, %t2: f32, %arg_3: i8) -> f64 attributes {ref = @inner::@helper4} {
   scf.forall (%4, %i) in (1, 1) {
      %c = arith.constant -10 : i8
      %a.b = arith.constant dense<[[0, -18, 0, 1, 0, 1, 7, 57]]> : tensor<1x8xi8>
      // ---- comment line ----
      %lin_8 = linalg.fill ins(%c : i8) outs(%a.b : tensor<1x8xi8>) -> tensor<1x8xi8>
   }
   %9 = arith.constant dense<[3.0,-7.5,1.000000e+00,0.0]> : vector<4xf64>
   %x10 = arith.cmpf ugt, %9, %9 fastmath<fast> : vector<4xf64>
   cf.br ^b1(%1 : f32)
^b1(%t11: f32):
   %12 = arith.constant 0 : index
   %13 = arith.constant 7 : index
   %14 = arith.constant 1 : index
   %15 = arith.constant dense<[-1.0, 1.5e-1, -7.5, 1.0, 2.5, 0.5, 1.0, 1.5e-1]> : vector<8xf64>
   %cst = arith.constant 3.0 : f64
   %res_22:2 = scf.for %iv_17 = %12 to %13 step %14 iter_args(%acc = %15, %lhs = %cst) -> (vector<8xf64>, f64) {
      %25 = arith.constant 2.5 : f64
      %26 = arith.constant 0.5 : f64
      %27 = arith.maximumf %25, %26 : f64 // TODO: check
      %alloc = memref.alloc() : memref<4xf64>
      %v30 = arith.constant 3.0 : f64
      scf.yield %acc, %v30 : vector<8xf64>, f64
   }
   %31 = arith.constant 23 : i32
   %32 = tensor.from_elements %31 : tensor<1xi32>
   %cmp = arith.cmpi ult, %12, %14 : index
   %cst_34 = arith.constant -0.25 : f64
   cf.cond_br %cmp, ^b2(%cst_34 : f64), ^loop_3(%31 : i32)
^b2(%v35: f64):
   %36 = arith.constant 0 : index
   %37 = arith.constant 2 : index
   %38 = arith.constant 1 : index
   %44:2 = scf.for %iv_39 = %36 to %37 step %38 iter_args(%40 = %v35, %tmp43 = %38) -> (f64, index) {
      %c_45 = arith.constant 21 : index
      scf.yield %v35, %c_45 : f64, index
   }
   %46 = arith.constant -1 : i32
   cf.switch %arg_3 : i8, [default: ^loop_3(%46 : i32), 1: ^loop_3(%46 : i32), 4: ^loop_3(%46 : i32)]
^loop_3(%47: i32):
   %48 = arith.constant -1.0 : f64
   return %48 : f64
}
