// ir-gen std --seed 34 --size 8
module {
   func.func private @fn.0(%res: index {test.foo = 1 : i32}, %arg: vector<2x4xbf16>, %acc: index) -> (bf16 {llvm.noundef, test.tag = "x"}, tensor<4x?xindex> {test.foo = 1 : i32}) {
      %6 = arith.constant -1 : i32
      %v7 = arith.cmpi slt, %6, %6 : i32
      %cst_8 = arith.constant -1.0 : f16
      %sum = arith.select %v7, %cst_8, %cst_8 : f16
      %10 = arith.constant dense<[[11, 44, 4, 1], [-1,-1,-1,0]]> : vector<2x4xi32>
      %11 = arith.remsi %10, %10 : vector<2x4xi32>
      %alloc_12 = memref.alloc() : memref<4x8xindex>
      %13 = arith.constant 0 : index
      %14 = memref.dim %alloc_12, %13 : memref<4x8xindex>
      %c = arith.constant 0 : index
      %16 = tensor.from_elements %13, %acc, %c, %acc : tensor<2x2xindex>
      %17 = arith.uitofp %6 : i32 to f64
      scf.execute_region {
         %18 = arith.constant 0 : index
         %20 = arith.constant 2 : index
         %c_21 = arith.constant 1 : index
         %c_23 = arith.constant 0x50 : i16
         %r_25, %v26 = scf.parallel (%22) = (%18) to (%20) step (%c_21) init (%c_23, %17) -> (i16, f64) {
            %a.b = arith.constant 63 : i8
            %ctpop = math.ctpop %a.b : i8
            %32 = arith.constant 32767 : i16
            scf.reduce(%32, %17 : i16, f64) {
            ^bb0(%x33: i16, %rhs: i16):
               %val = arith.addi %x33, %rhs : i16
               scf.reduce.return %val : i16
            }, {
            ^bb0(%lhs: f64, %rhs_37: f64): //
               %39 = arith.addf %lhs, %rhs_37 : f64
               scf.reduce.return %39 : f64
            }
         }
         scf.yield
      }
      %cst = arith.constant 4.0E+2 : bf16

      %41 = arith.constant 1 : index
      %x43 = tensor.empty(%41) : tensor<4x?xindex>
   }
}
