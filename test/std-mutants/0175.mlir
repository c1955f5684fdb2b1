// ir-gen std --seed 176 --size 12
func.func private @ext0() -> (i16 {llvm.zeroext}, tensor<4xi64>)
func.func private @ext1(i64 {llvm.noundef}, i64, i64 {llvm.signext}) -> (tensor<1xindex> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"}
func.func @f0(%arg_1: memref<4xindex>, %x2: index) -> tensor<4xi64> attributes {test.kernel} {
   %cst_3 = arith.constant dense<1> : vector<2xi64>
   %4 = arith.cmpi eq, %cst_3, %cst_3 : vector<2xi64>
   %acc = arith.constant 0.0 : f64
   %cst_6 = arith.constant 100.0 : f64
   %7 = arith.divf %acc, %cst_6 fastmath<afn> : f64
   %c = arith.constant 1 : index
   %tmp9 = arith.constant 1 : index
   %10 = arith.constant 3.0 : f16
   %12 = arith.constant 1 : i64
   %16:2 = scf.for %res = %c to %x2 step %tmp9 iter_args(%14 = %10, %x_1 = %12) -> (f16, i64) {
      %17 = arith.constant dense<1> : vector<4xi64>
      %sum:2 = arith.addui_extended %17, %17 : vector<4xi64>, vector<4xi1>
      scf.yield %14, %x_1 : f16, i64
   }
   %19 = arith.constant 4 : index
   %splat_20 = tensor.splat %c[%19] : tensor<?xindex>
   %tmp21 = memref.alloca() : memref<1xi64>
   %v22 = arith.constant 4611686018427387903 : i64
   %y = arith.constant 0 : index
   memref.store %v22, %tmp21[%y] : memref<1xi64>
   %tmp24 = tensor.empty() : tensor<4xi64>
   return %tmp24 : tensor<4xi64>
}
func.func @kernel_1(%tmp1: index, %arg: i32 {test.foo = 1 : i32}, %3: index) -> (index {test.foo = 1 : i32}) {
   %index_castui_4 = arith.index_castui %tmp1 : index to i32
   cf.br ^then1
^then1:
   %5 = arith.constant 2 : index
   %v6 = arith.constant 3 : index
   %7 = arith.constant 1 : index
   %c = arith.constant 1 : i64 //
   %9 = arith.constant 62 : index
   %res_13:2 = scf.for %rhs = %5 to %v6 step %7 iter_args(%acc = %c, %12 = %9) -> (i64, index) {
      %v15 = scf.while (%arg_14 = %index_castui_4) : (i32) -> (i32) {
         %sum = arith.constant 0.5 : f32
         %sqrt = math.sqrt %sum fastmath<fast> : f32
         %r_18 = scf.execute_region -> index {
            %cst = arith.constant dense<1.000000e+00> : vector<1xf32>
            %20 = arith.negf %cst fastmath<none> : vector<1xf32>
            scf.yield %tmp1 : index
         }
         %22 = arith.constant 0 : i1
         scf.condition(%22) %arg : i32
      }
      %val = arith.constant 1 : index
      scf.yield %acc, %val : i64, index
   }
   %tmp26 = arith.constant true
   cf.cond_br %tmp26, ^b4, ^b2
^b2:
   %t27 = arith.constant -1 : index
   %cmp = arith.cmpi eq, %3, %t27 : index
   %29 = arith.constant -20 : i64

   %c_32 = arith.constant 1 : i64
   cf.cond_br %cmp, ^loop_3(%29 : i64), ^loop_3(%c_32 : i64)
^loop_3(%33: i64):
   %34 = arith.constant 1 : i1
   cf.cond_br %34, ^b4, ^b4
^b4:
   return %3 : index
   // ---- comment line ----
}
