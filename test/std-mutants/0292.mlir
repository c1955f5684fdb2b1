module attributes {test.module_note = "std"} {
   func.func private @ext0() -> i32
   func.func private @ext1(f64) -> (f64 {test.foo = 1 : i32}, memref<?xf64>) attributes {llvm.emit_c_interface, note = "generated"}
   func.func @f0(%tmp1: i32 {llvm.noundef, test.tag = "x"}, %tmp2: f64, %arg: tensor<4xi8> {test.foo = 1 : i32}, %v4: tensor<4xf64>) -> memref<?x4x?xf64> attributes {passthrough = ["nounwind"], level = 2 : i64} {
      %5 = arith.constant 1 : index
      %cmp = arith.cmpi sgt, %5, %5 : index
      %r_7 = scf.if %cmp -> (i32) {
         %8 = scf.if %cmp -> f64 {
            %cst_9 = arith.constant dense<1.000000e+00> : vector<2x4x4xf64>
            %x10 = arith.constant dense<1.5e-1> : vector<2x4x4xf64>
            %tmp11 = arith.cmpf ole, %cst_9, %x10 : vector<2x4x4xf64>
            scf.yield %tmp2 : f64
         } else {
            %c = arith.constant 2 : index
            %v13 = arith.constant 2 : index
            %14 = arith.constant 1 : index
            scf.for %15 = %c to %v13 step %14 {
               %16 = arith.constant dense<[4.0E+2, -0.25, -7.5, 4.0E+2]> : tensor<4xf32>
               %atanh_17 = math.atanh %16 fastmath<reassoc,contract> : tensor<4xf32>
               scf.yield
            }
            %c_18 = arith.constant 1 : i64
            %19 = arith.xori %c_18, %c_18 : i64
            %c_20 = arith.constant 0 : index
            %21 = tensor.dim %arg, %c_20 : tensor<4xi8>
            scf.yield %tmp2 : f64
         }
         %alloca = memref.alloca() {alignment = 64} : memref<8x8x2xi32>
         %x23 = arith.constant 0 : index
         %v25 = arith.constant 7 : index
         %lhs = arith.constant 1 : index
         %v_27 = memref.load %alloca[%x23, %v25, %lhs] : memref<8x8x2xi32>
         %28 = arith.floordivsi %v_27, %v_27 : i32
         %29 = arith.constant dense<[100.0]> : tensor<1xf64>
         %30 = tensor.insert_slice %29 into %v4[1] [1] [1] : tensor<1xf64> into tensor<4xf64>
         scf.yield %v_27 : i32

      } else {
         %31 = arith.constant dense<[1.000000e+00, 1.5e-1, -7.5, 0.5]> : vector<4xf16>
         %x32 = math.fma %31, %31, %31 fastmath<nnan,ninf> : vector<4xf16>
         scf.yield %tmp1 : i32
      }
      %x33 = arith.constant dense<54> : vector<2x4x4xi16>
      %cmp_35 = arith.cmpi ugt, %x33, %x33 : vector<2x4x4xi16>
      %tmp36 = arith.constant 1.000000e+00 : f64
      %c_37 = arith.constant 7 : index
      %empty_38 = tensor.empty(%c_37) : tensor<2x?x4xf64>
      %v39 = arith.constant 0.5 : f32
      %minimumf_40 = arith.minimumf %v39, %v39 : f32
      %alloc = memref.alloc() : memref<4x4x1xf32>
      %t42 = memref.alloca() : memref<4x1xf32>
         (%43: f32, %rhs: f32) {
            %45 = arith.addf %43, %rhs : f32
            linalg.yield %45 : f32
         }
      %cst = arith.constant 4.0E+2 : bf16
      %48 = arith.negf %cst fastmath<reassoc,contract> : bf16
      %atanh = math.atanh %tmp2 : f64
      %50 = arith.constant 1 : i32
      %51 = arith.cmpi slt, %r_7, %50 : i32
      %t52 = arith.constant dense<1.0> : vector<2x4x4xf32>
      %maxnumf_53 = arith.maxnumf %t52, %t52 : vector<2x4x4xf32> //
      %from_elements_55 = tensor.from_elements %minimumf_40, %minimumf_40 : tensor<2xf32>
      %c_56 = arith.constant 6 : index
      %57 = arith.constant 2 : index
      %t58 = memref.alloca(%c_56, %57) : memref<?x4x?xf64>
      func.return %t58 : memref<?x4x?xf64>
   }
}
