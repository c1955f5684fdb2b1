// ir-gen std --seed 3 --size 7
module attributes {test.module_note = "std"} {
   func.func private @ext0(f16, i16, tensor<8xf16>) -> ()
   module @inner {
      func.func private @helper3(%t1: i16) -> tensor<8xi16> attributes {test.kernel} {
         %2 = memref.alloc() {alignment = 16 : i64} : memref<4xf16>
         %3 = arith.constant dense<1.5e-1> : vector<8xf16>
         %4 = arith.constant dense<100.0> : vector<3xf32>
         %t5 = arith.cmpf ult, %4, %4 fastmath<reassoc,contract> : vector<3xf32>
         %empty_6 = tensor.empty() : tensor<8xi16>
         func.return %empty_6 : tensor<8xi16>
      }
   }
   func.func public @kernel_0(%1: i16, %arg: f64) -> (vector<1xi16>, memref<3xi16> {llvm.noundef}) attributes {ref = @inner::@helper3} {
      %t3 = arith.constant 2 : i32
      %4 = arith.constant 6 : i32
      %c_5 = arith.constant 99999999999999999999 : i32
      %6 = arith.constant -1 : i16
      %a.b = arith.constant 48 : i16
      %11, %r = scf.for %res = %t3 to %4 step %c_5 iter_args(%9 = %6, %10 = %a.b) -> (i16, i16) : i32 {
         %alloc_13 = memref.alloc() : memref<2048xi8>
         %14 = arith.constant 0 : index
         %c_15 = arith.constant 7 : index
         %16 = memref.view %alloc_13[%14][%c_15] : memref<2048xi8> to memref<?x4xf32>
         %17 = arith.cmpi ugt, %14, %14 : index    // keep
         cf.assert %17, ""
         %18 = arith.constant 0x7fff : i16
         scf.yield %18, %6 : i16, i16
      }
      %19 = arith.constant 0 : index
      %20 = arith.constant 7 : index

      %21 = arith.constant 3 : index
      scf.for %22 = %19 to %20 step %21 {
         %cmp_23 = arith.cmpi ne, %22, %21 : index
         %r_24 = scf.if %cmp_23 -> i16 {
            %25 = arith.constant 3.0 : f64
            %sum = arith.constant 1.000000e+00 : f16
            %32:2 = scf.while (%29 = %25, %tmp30 = %sum) : (f64, f16) -> (f64, f16) {
               %34 = arith.constant dense<0> : tensor<8xi16>
               %x35 = tensor.cast %34 : tensor<8xi16> to tensor<8xi16>
               scf.condition(%cmp_23) %25, %tmp30 : f64, f16
               // ---- comment line ----
            } do {
            ^bb0(%36: f64, %t37: f16):
               scf.yield %36, %t37 : f64, f16
            }
            scf.yield %a.b : i16
         } else {
            scf.yield %11 : i16
         }
         scf.yield
      }
      %cst = arith.constant dense<-1> : vector<1xi16>
      %alloca = memref.alloca() : memref<3xi16>
      func.return %cst, %alloca : vector<1xi16>, memref<3xi16>
   }
}
