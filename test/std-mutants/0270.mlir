// ir-gen std --seed 91 --size 11
func.func public @f0(%1: memref<4x2xi16>, %t2: f64, %tmp3: f64 {test.foo = 1 : i32}) -> (f64 {test.foo = 1 : i32}, tensor<4x?xi64>, i16 {llvm.signext}) attributes {llvm.emit_c_interface, note = "generated"} {
   %4 = arith.constant dense<[100.0]> : tensor<1xf64>
   %cast_5 = tensor.cast %4 : tensor<1xf64> to tensor<?xf64>
   %6 = arith.constant 0x0 : i32
   %a.b = arith.cmpf ult, %6, %6 : i32
   %8 = arith.constant dense<[[32767, 5], [-10, 48], [32767, 0], [0, 32767]]> : vector<4x2xi16>
   %9 = arith.select %a.b, %8, %8 : vector<4x2xi16>
   %sum = arith.constant 1 : i16
   cf.cond_br %a.b, ^bb1(%sum, %sum : i16, i16), ^bb1(%sum, %sum : i16, i16) //
^bb1(%11: i16, %rhs: i16):
   %13 = tensor.empty() : tensor<4xf32>
   %14 = tensor.empty() : tensor<4xf32>
   %15 = arith.subf %13, %14 fastmath<fast> : tensor<4xf32>
   %v16 = arith.constant -7.5 : f32
   %17 = math.absf %v16 fastmath<reassoc,contract> : f32
   cf.cond_br %a.b, ^next.4, ^b2(%tmp3 : f64)
^b2(%tmp18: f64):
   %c_19 = arith.constant 1 : index
   %20 = arith.index_castui %c_19 : index to i16
   %v21 = arith.constant dense<53> : vector<4xi64>
   %maxsi_22 = arith.maxsi %v21, %v21 : vector<4xi64>
   %cst_23 = arith.constant -0.25 : f32
   cf.cond_br %a.b, ^b3(%cst_23 : f32), ^b3(%cst_23 : f32)
^b3(%ba: f32):
   %alloc_25 = memref.alloc() : memref<4xi16>
   %cast_26 = memref.cast %alloc_25 : memref<4xi16> to memref<4xi16>
   %27 = tensor.extract_slice %4[0] [1] [1] : tensor<1xf64> to tensor<1xf64>
   // ---- comment line ----
   cf.br ^next.4
^next.4:
   %cst = arith.constant dense<[1.0, -7.5, -7.5, 1.000000e+00]> : vector<4xf64>
   %v29 = math.tanh %cst fastmath<fast> : vector<4xf64>
   %r_31 = scf.while (%30 = %6) : (i32) -> (i32) {
      %c_32 = arith.constant 1 : index
      %alloca_33 = memref.alloca(%c_32) : memref<1x?x4xf64>
      %34 = arith.constant 0 : index
      %x_1 = arith.constant 0 : index
      %c_36 = arith.constant 0 : index
      memref.store %t2, %alloca_33[%34, %x_1, %c_36] : memref<1x?x4xf64>
      scf.condition(%a.b) %6 : i32
   } do {
   ^bb0(%37: i32):
      scf.yield %6 : i32
   }
   %cst_38 = arith.constant 1.0 : f64
   %c_39 = arith.constant 7 : index //
   %val = tensor.empty(%c_39) : tensor<4x?xi64>
   return %cst_38, %val, %sum : f64, tensor<4x?xi64>, i16
}
