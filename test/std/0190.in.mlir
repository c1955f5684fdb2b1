// ir-gen std --seed 190 --size 20
module {
   func.func private @ext0(memref<4xf64>)
   func.func private @ext1(tensor<4xf32> {test.foo = 1 : i32}) -> (f32 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
   func.func @fn.0() {
      %cst = arith.constant 1.000000e+00 : f32
      %2 = math.roundeven %cst fastmath<nnan, ninf, nsz> : f32
      %y = arith.constant 1.0 : f16
      %v4 = tensor.splat %y : tensor<4xf16>
      %rhs = arith.constant 3 : index
      %tmp6 = tensor.empty(%rhs) : tensor<?xbf16>
      %7 = math.atan2 %tmp6, %tmp6 fastmath<none> : tensor<?xbf16>
      %8 = arith.constant 0x7fff : i16
      %from_elements = tensor.from_elements %8, %8, %8, %8 : tensor<4xi16>
      %v10 = arith.constant dense<3.0> : vector<4xf32>
      %fma = math.fma %v10, %v10, %v10 fastmath<nnan,ninf> : vector<4xf32>
      %c_12 = arith.constant 127 : i8 //
      %a.b = arith.constant 127 : i8
      %t14:2 = arith.mului_extended %c_12, %a.b : i8
      %cmp_15 = arith.cmpi uge, %rhs, %rhs : index
      %x_1 = arith.constant dense<-7.5> : tensor<4xf16> //
      %18 = tensor.cast %x_1 : tensor<4xf16> to tensor<?xf16>
      %res_21:2 = scf.while (%19 = %y, %t20 = %cst) : (f16, f32) -> (f16, vector<4xf32>) {
         %24 = arith.constant 1.0 : bf16
         %25 = math.atan2 %24, %24 fastmath<arcp> : bf16 // TODO: check
         %c = arith.constant -1 : i32
         %cmp = arith.cmpi ugt, %c, %c : i32
         scf.condition(%cmp) %y, %fma : f16, vector<4xf32>
      } do {
      ^bb0(%28: f16, %acc: vector<4xf32>):
         %32 = arith.constant 4.0E+2 : f16
         %tmp34 = arith.constant 2.5 : f32
         scf.yield %32, %tmp34 : f16, f32
      }
      return
   }
   func.func public @kernel_1(%v1: f16, %tmp2: vector<4xf16> {llvm.noundef}, %arg_3: memref<2x2x?xf32>) -> f16 {
      %cst_4 = arith.constant -0.25 : f32
      %5 = math.trunc %cst_4 fastmath<arcp> : f32
      %tmp6 = arith.constant 1.000000e+00 : f64
      %7 = arith.constant 0.5 : f64
      %maxnumf_8 = arith.maxnumf %tmp6, %7 fastmath<reassoc,contract> : f64
      %v9 = memref.alloc() : memref<4xf64>
      call @ext0(%v9) : (memref<4xf64>) -> ()
      %10 = arith.constant -1 : index
      %11 = arith.cmpi sle, %10, %10 : index
      cf.assert %11, "ok"
      %reinterpret_cast = memref.reinterpret_cast %v9 to offset: [0], sizes: [4], strides: [1] : memref<4xf64> to memref<4xf64, strided<[1]>>
      %13 = arith.constant 0 : index
      %t14 = arith.constant 1 : index //
      %c_15 = arith.constant 2 : index
      %17 = arith.constant -1 : i8
      %r_18 = scf.parallel (%16) = (%13) to (%t14) step (%c_15) init (%17) -> (i8) {
         %tmp19 = arith.constant 2 : index
         %20 = arith.constant 9 : index
         %c = arith.constant 3 : index
         scf.for %iv_22 = %tmp19 to %20 step %c {
            cf.assert %11, "x must be \"positive\""
         }
         scf.reduce(%17 : i8) {
         ^bb0(%lhs: i8, %x24: i8):
            %red = arith.maxsi %lhs, %x24 : i8
            scf.reduce.return %red : i8
         }
      }
      %c_26 = arith.constant 1 : i16
      %v27:2 = arith.mului_extended %c_26, %c_26 : i16
      %x28 = math.copysign %5, %cst_4 fastmath<nnan,ninf> : f32
      func.return %v1 : f16
      // ---- comment line ----
   }
}
